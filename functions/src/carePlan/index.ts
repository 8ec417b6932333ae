/** The carePlan domain's public face: what other domains may import from it (docs/architecture.md). */
export { carePlanExportOf, eraseCarePlanOf } from './data/carePlanPrivacy';
export { questionnaireResponses } from './data/questionnaires';
