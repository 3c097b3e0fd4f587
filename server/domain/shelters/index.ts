/** The shelters area's services (services.ts builds them) and the operator's approval command. */
export { adoptionService, adoptionPath, type AdoptionService } from './adoption-service.ts';
export { shelterService, type ShelterService } from './shelter-service.ts';
export { approveShelterInquiry } from './shelter-approval.ts';
