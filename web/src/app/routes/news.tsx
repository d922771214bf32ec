import { PageHeader } from '../../components/ui/page-header.tsx';
import { useTexts } from '../../i18n/texts.tsx';
import { NewsBoardIsland } from '../islands/news-board.tsx';
import styles from './news.module.css';

export default function Page() {
  const text = useTexts().newsPage;
  return (
    <>
      <PageHeader eyebrow={text.eyebrow} title={text.title} lead={text.lead} />
      <div className={`container ${styles.page}`}>
        <NewsBoardIsland />
      </div>
    </>
  );
}
