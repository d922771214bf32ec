import { Card } from '../../components/ui/card.tsx';
import { Grid } from '../../components/ui/grid.tsx';
import { Monogram } from '../../components/ui/monogram.tsx';
import { InnerPage } from '../../components/ui/page-header.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { Section } from '../../components/ui/section.tsx';
import type { InLangs } from '../../content/localized.ts';
import * as english from '../../content/team.en.ts';
import * as french from '../../content/team.fr.ts';
import * as spanish from '../../content/team.ts';
import type { StaffMember } from '../../content/team.ts';
import { useLang } from '../../i18n/lang.tsx';
import { portraitSet } from '../../lib/images.ts';
import styles from './team.module.css';

const PORTRAIT_SIZE = 128;

type TeamContent = Pick<typeof spanish, 'teamCopy' | 'staffAreas'>;

const CONTENT: InLangs<TeamContent> = { es: spanish, fr: french, en: english };

type Content = (typeof CONTENT)['es'];

function StaffCard({
  member,
  tone,
  copy,
}: {
  member: StaffMember;
  tone: number;
  copy: Content['teamCopy'];
}) {
  const portrait = portraitSet(member.slug);
  return (
    <Card as="article" stack className={styles.card}>
      <div className={styles.photo}>
        {portrait ? (
          <Picture
            image={portrait}
            alt={copy.portraitAlt(member.name)}
            sizes={`${String(PORTRAIT_SIZE)}px`}
            imgClassName={styles.portrait}
          />
        ) : (
          <Monogram name={member.name} size={PORTRAIT_SIZE} tone={tone} />
        )}
      </div>
      <h3 className={styles.name}>{member.name}</h3>
      <p className={styles.role}>{member.role}</p>
      {member.education ? (
        <div className={styles.education}>
          <h4 className={styles.educationTitle}>{copy.educationTitle}</h4>
          <ul>
            {member.education.map((degree) => (
              <li key={degree}>{degree}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}

export default function TeamPage() {
  const { teamCopy, staffAreas } = CONTENT[useLang()];
  return (
    <InnerPage header={teamCopy}>
      {staffAreas.map((area) => (
        <Section
          key={area.id}
          headingId={`${area.id}-titulo`}
          title={area.title}
          className={styles.area}
        >
          <p className={styles.intro}>{area.intro}</p>
          <Grid columns={{ sm: 2, lg: 3 }}>
            {area.members.map((member, i) => (
              <li key={member.slug}>
                <StaffCard member={member} tone={i} copy={teamCopy} />
              </li>
            ))}
          </Grid>
        </Section>
      ))}
    </InnerPage>
  );
}
