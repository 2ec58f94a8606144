export { legalDocumentsOf, type LegalDocument } from './legal-documents.ts';
export { LegalPage } from './components/legal-page.tsx';
