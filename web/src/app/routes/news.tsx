import { PageHeader } from '../../components/ui/page-header.tsx';
import { NewsBoardIsland } from '../islands/news-board.tsx';
import styles from './news.module.css';

export default function Page() {
  return (
    <>
      <PageHeader
        eyebrow="Comunidad Le Beau Jour"
        title="Noticias"
        lead="Comunicados, actividades y logros de nuestra comunidad escolar."
      />
      <div className={`container ${styles.page}`}>
        <NewsBoardIsland />
      </div>
    </>
  );
}
