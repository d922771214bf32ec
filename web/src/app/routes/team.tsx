import { Card } from '../../components/ui/card.tsx';
import { Grid } from '../../components/ui/grid.tsx';
import { Monogram } from '../../components/ui/monogram.tsx';
import { InnerPage } from '../../components/ui/page-header.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { Section } from '../../components/ui/section.tsx';
import { staffAreas, teamCopy, type StaffMember } from '../../content/team.ts';
import { portraitSet } from '../../lib/images.ts';
import styles from './team.module.css';

const PORTRAIT_SIZE = 128;

function StaffCard({ member, tone }: { member: StaffMember; tone: number }) {
  const portrait = portraitSet(member.slug);
  return (
    <Card as="article" stack className={styles.card}>
      <div className={styles.photo}>
        {portrait ? (
          <Picture
            image={portrait}
            alt={`Retrato de ${member.name}`}
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
          <h4 className={styles.educationTitle}>{teamCopy.educationTitle}</h4>
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
                <StaffCard member={member} tone={i} />
              </li>
            ))}
          </Grid>
        </Section>
      ))}
    </InnerPage>
  );
}
