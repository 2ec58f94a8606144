import { Outlet } from 'react-router';
import { usePeopleTranslation } from '../hooks/use-people-translation.ts';
import '../../../components/ui/form.css';
import './people.css';
import { AgentGate } from '../../agent-nav/index.ts';

/** The agency's people pages in the agent area (the side navigation is the shell's); travellers are told they are for agents. */
export function PeopleLayout() {
  const { t } = usePeopleTranslation();
  return (
    <div className="tf-container tf-page">
      <AgentGate messages={{ agentsOnly: t('common.agentsOnly') }} noticeClassName="tf-people__notice">
        <Outlet />
      </AgentGate>
    </div>
  );
}
