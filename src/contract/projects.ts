import { endpoint } from './call';
import type * as s from './schemas/projects';

/*
 * The market calls as the client makes them: zod-free descriptors typed from their schemas in
 * schemas/projects.ts (type-only import). The server pairs each with its schemas there.
 */

export type {
  Activity,
  Issuer,
  OfferType,
  Parcel,
  Project,
  ProjectQueryInput,
  Relevancia,
  SecondaryOffer,
  SecondaryOfferDetail,
} from './schemas/projects';

/** riesgo (FILT-05): '' or one of A++, A+, A, Bajo, Medio, Alto. */
export const riesgoValues = ['A++', 'A+', 'A', 'Bajo', 'Medio', 'Alto'] as const;

/** API-20 (SRV-04, SRV-41). A failure signs the client out. */
export const projectsList = endpoint<typeof s.projectsListRequest, typeof s.projectsListResponse>()({
  method: 'POST',
  path: '/api/client/projects',
  body: 'json',
  auth: true,
});

/** API-21: every open primary project (dashboard carousel). */
export const allProjects = endpoint<typeof s.allProjectsRequest, typeof s.allProjectsResponse>()({
  method: 'POST',
  path: '/api/client/projects/all_projects',
  body: 'none',
  auth: true,
});

/** API-22 (SRV-04, SRV-26): open offers of other clients, with their detail fields. */
export const secondaryProjects = endpoint<
  typeof s.secondaryProjectsRequest,
  typeof s.secondaryProjectsResponse
>()({
  method: 'POST',
  path: '/api/client/projects/secundario',
  body: 'json',
  auth: true,
});

/** API-23: parcels of a contract; a failure is ignored by the client. */
export const associatedParcels = endpoint<
  typeof s.associatedParcelsRequest,
  typeof s.associatedParcelsResponse
>()({
  method: 'POST',
  path: '/api/client/projects/asociadas',
  body: 'json',
  auth: true,
});

/** API-24 (SRV-04): the caller's own projects as an issuer, paged like every list. */
export const ownProjects = endpoint<typeof s.ownProjectsRequest, typeof s.ownProjectsResponse>()({
  method: 'POST',
  path: '/api/client/projects/propios',
  body: 'json',
  auth: true,
});

/** API-25 (ENT-08). */
export const projectFilterOptions = endpoint<
  typeof s.projectFilterOptionsRequest,
  typeof s.projectFilterOptionsResponse
>()({
  method: 'POST',
  path: '/api/projects/filtros',
  body: 'none',
  auth: true,
});

/** API-26 (FILT-09). */
export const issuersByActivity = endpoint<
  typeof s.issuersByActivityRequest,
  typeof s.issuersByActivityResponse
>()({
  method: 'POST',
  path: '/api/projects/emisorporactividad',
  body: 'json',
  auth: true,
});
