import { ArrowRight, Award, Clock, NotebookPen } from 'lucide-react';
import { Link } from 'react-router';
import type { FeaturedId, FeaturedItem } from '../../content/featured.ts';
import { useLocalePath } from '../../i18n/lang.tsx';
import { Card, CardIcon } from './card.tsx';
import styles from './featured-card.module.css';
import { Grid } from './grid.tsx';

function FeaturedIcon({ id }: { id: FeaturedId }) {
  const props = { size: 26, strokeWidth: 1.75 };
  switch (id) {
    case 'recognitions':
      return <Award {...props} />;
    case 'supplies':
      return <NotebookPen {...props} />;
    case 'hours':
      return <Clock {...props} />;
  }
}

interface FeaturedCardProps {
  item: FeaturedItem;
  /** Heading level of the card title within its page. */
  headingLevel?: 2 | 3;
}

/** A featured card: icon, title, summary and a "Leer más" link; the whole card is clickable. */
export function FeaturedCard({ item, headingLevel = 3 }: FeaturedCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const localePath = useLocalePath();
  return (
    <Card as="article" accent="top" interactive stack className={styles.card}>
      <CardIcon spaceBelow="small">
        <FeaturedIcon id={item.id} />
      </CardIcon>
      <Heading className={styles.title}>{item.title}</Heading>
      <p className={styles.summary}>{item.summary}</p>
      <Link to={localePath(item.to)} className={styles.action}>
        {item.action}
        <span className="visually-hidden">: {item.title}</span>
        <ArrowRight size={18} aria-hidden="true" />
      </Link>
    </Card>
  );
}

/** The featured cards of a page (home, news) side by side from 768 px, each in its list item. */
export function FeaturedCardGrid({ items }: { items: readonly FeaturedItem[] }) {
  return (
    <Grid columns={{ md: 3 }}>
      {items.map((item) => (
        <li key={item.id}>
          <FeaturedCard item={item} headingLevel={3} />
        </li>
      ))}
    </Grid>
  );
}
