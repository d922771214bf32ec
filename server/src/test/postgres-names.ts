/** The migrated database every test database on PostgreSQL is copied from. */
export const TEMPLATE_DATABASE = 'lbj_template';
