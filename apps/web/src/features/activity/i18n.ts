// The activity log's texts (issue 16), under `activity.`. Nepali first; `en` has the same keys
// (typed). The event view's merged history reads the action, entity and field names too.
import { ACTIVITY_ACTION_WORDS, ACTIVITY_ENTITY_WORDS, wordsIn } from '@karyayojana/contracts';

export const ne = {
  nav: 'गतिविधि विवरण',
  title: 'गतिविधि विवरण',
  description: 'कसले, कहिले, के थप्यो, बदल्यो वा मेट्यो।',
  loadFailed: 'गतिविधि विवरण ल्याउन सकिएन।',
  empty: 'यो छनोटमा कुनै गतिविधि छैन।',
  emptyHint: 'छनोट हटाएर फेरि हेर्नुहोस्।',
  csv: 'CSV डाउनलोड',
  downloading: 'CSV तयार हुँदैछ…',
  downloaded: '{{name}} डाउनलोड भयो।',
  downloadFailed: 'CSV डाउनलोड गर्न सकिएन।',
  by: '{{name}} द्वारा',
  unknownPerson: 'अज्ञात प्रयोगकर्ता',
  what: '{{entity}} — {{action}}',
  changes: 'परिवर्तनहरू',
  /** The event view's heading when its log entries join its status changes. */
  eventHistory: 'कार्यक्रमको इतिहास',
  change: '{{field}}: {{before}} बाट {{after}}',
  // The words of the log's table (packages/contracts/src/activity-words.ts).
  actions: wordsIn(ACTIVITY_ACTION_WORDS, 'ne'),
  entities: wordsIn(ACTIVITY_ENTITY_WORDS, 'ne'),
  filters: {
    label: 'गतिविधि छान्नुहोस्',
    entity: 'विषय',
    allEntities: 'सबै विषय',
    action: 'काम',
    allActions: 'सबै काम',
    from: 'मितिदेखि',
    to: 'मितिसम्म',
    company: 'पालिका',
    allCompanies: 'सबै पालिका',
    clear: 'छनोट हटाउनुहोस्',
  },
};

export const en: typeof ne = {
  nav: 'Activity log',
  title: 'Activity log',
  description: 'Who added, changed or deleted what, and when.',
  loadFailed: 'Could not load the activity log.',
  empty: 'No activity matches these filters.',
  emptyHint: 'Clear the filters and look again.',
  csv: 'Download CSV',
  downloading: 'Preparing the CSV…',
  downloaded: '{{name}} downloaded.',
  downloadFailed: 'Could not download the CSV.',
  by: 'by {{name}}',
  unknownPerson: 'Unknown user',
  what: '{{entity}} — {{action}}',
  changes: 'Changes',
  eventHistory: 'History of the event',
  change: '{{field}}: from {{before}} to {{after}}',
  // The words of the log's table (packages/contracts/src/activity-words.ts).
  actions: wordsIn(ACTIVITY_ACTION_WORDS, 'en'),
  entities: wordsIn(ACTIVITY_ENTITY_WORDS, 'en'),
  filters: {
    label: 'Filter the activity',
    entity: 'Record',
    allEntities: 'All records',
    action: 'Action',
    allActions: 'All actions',
    from: 'From date',
    to: 'To date',
    company: 'Municipality',
    allCompanies: 'All municipalities',
    clear: 'Clear filters',
  },
};
