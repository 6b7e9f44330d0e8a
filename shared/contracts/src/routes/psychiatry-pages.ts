/**
 * The psychiatry menu of product §2, shown in the mobile menu only when
 * `clinic.showPsychiatryMenu` is set. No pages exist for them yet, so they answer the friendly
 * not-found page (and a 404 status, so search engines do not index an empty page).
 */
export interface PsychiatryPage {
  readonly path: string;
  /** The menu's text (docs/product.md names only the paths). */
  readonly label: string;
}

export const psychiatryPages: readonly PsychiatryPage[] = [
  { path: '/psychiatry', label: 'Psychiatry' },
  { path: '/depression', label: 'Depression' },
  { path: '/anxiety', label: 'Anxiety' },
  { path: '/bipolar-disorder', label: 'Bipolar disorder' },
  { path: '/schizophrenia', label: 'Schizophrenia' },
  { path: '/ocd', label: 'OCD' },
  { path: '/counselling-and-therapy', label: 'Counselling and therapy' },
  { path: '/cbt', label: 'CBT' },
  { path: '/dbt', label: 'DBT' },
  { path: '/individual-counselling', label: 'Individual counselling' },
  { path: '/stress-management', label: 'Stress management' },
  { path: '/behaviour-therapy', label: 'Behaviour therapy' },
  { path: '/relaxation-therapy', label: 'Relaxation therapy' },
  { path: '/social-skills-training', label: 'Social skills training' },
  { path: '/mental-health-children', label: 'Mental health of children' },
  { path: '/adhd', label: 'ADHD' },
  { path: '/autism', label: 'Autism' },
  { path: '/incontinence', label: 'Incontinence' },
  { path: '/behaviour-issues', label: 'Behaviour issues' },
  { path: '/conduct-disorder', label: 'Conduct disorder' },
  { path: '/learning-disability', label: 'Learning disability' },
  { path: '/De-addictionProgramme', label: 'De-addiction Programme' },
  { path: '/motivation-enhancement', label: 'Motivation enhancement' },
  { path: '/relapse-prevention', label: 'Relapse prevention' },
  { path: '/motivation-by-hypnosis', label: 'Motivation by hypnosis' },
  { path: '/sexual-wellness-program', label: 'Sexual wellness program' },
  { path: '/premature-ejaculation', label: 'Premature ejaculation' },
  { path: '/erectile-dysfunction', label: 'Erectile dysfunction' },
  { path: '/reduced-high-libido', label: 'Reduced or high libido' },
  { path: '/anorgasmia', label: 'Anorgasmia' },
  { path: '/dhat-syndrome', label: 'Dhat syndrome' },
  { path: '/sleep-clinic', label: 'Sleep clinic' },
  { path: '/insomnia', label: 'Insomnia' },
  { path: '/disturbed-sleep', label: 'Disturbed sleep' },
  { path: '/non-refreshing-sleep', label: 'Non-refreshing sleep' },
  { path: '/sleep-talking', label: 'Sleep talking' },
  { path: '/sleep-walking', label: 'Sleep walking' },
  { path: '/nightmares', label: 'Nightmares' },
  { path: '/headache-clinic', label: 'Headache clinic' },
  { path: '/migraine', label: 'Migraine' },
  { path: '/tension-headache', label: 'Tension headache' },
  { path: '/epilepsy-clinic', label: 'Epilepsy clinic' },
  { path: '/seizure', label: 'Seizure' },
];

export const psychiatryPaths: readonly string[] = psychiatryPages.map((page) => page.path);
