export { BusinessInfoGate } from './components/business-info-gate.tsx';
