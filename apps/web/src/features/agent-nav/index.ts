export { SideNav } from './components/side-nav.tsx';
export { AgentGate, AgentPage } from './components/agent-gate.tsx';
