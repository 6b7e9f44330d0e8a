import type { ArticleSection } from './medical-article';

/**
 * Advice for days of bad air, for every page about a lung disease that smoke and smog make worse
 * (the asthma pages, COPD): one text, so the pages never drift apart.
 */
export const airQualityDays: ArticleSection = {
  heading: 'On high-pollution (AQI) days',
  blocks: [
    {
      kind: 'paragraph',
      text: 'Smoke and smog are common triggers in north India, especially from October to January. Check the Air Quality Index (AQI) each morning, for example on the government’s SAMEER app.',
    },
    {
      kind: 'list',
      items: [
        'When the AQI is poor (above 200), stay indoors as much as you can, keep windows shut and exercise indoors',
        'Keep your reliever with you, and start your action plan early if symptoms rise',
        'Outdoors, a well-fitting N95 mask cuts what you breathe in; cloth masks help little',
        'Do not burn wood, crop waste, coils or incense at home',
      ],
    },
  ],
};
