export { CATALOGUE_GROUPS, catalogueLabel, useCatalogueLabel, type CatalogueGroup, type CatalogueLabels } from './useCatalogueLabel';
