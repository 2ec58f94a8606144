export { legalDocumentsOf, type LegalDocument } from './legal-documents.ts';
