import { Outlet } from 'react-router';
import { useSettingsTranslation } from '../hooks/use-settings-translation.ts';
import '../../../components/ui/form.css';
import './settings.css';
import { AgentGate } from '../../agent-nav/index.ts';

/** /settings/*: the agent back-office's settings; the side navigation is the shell's. Travellers are told it is for agents. */
export function SettingsLayout() {
  const { t } = useSettingsTranslation();
  return (
    <div className="tf-container tf-page">
      <AgentGate messages={{ agentsOnly: t('common.agentsOnly') }} noticeClassName="tf-settings__notice">
        <Outlet />
      </AgentGate>
    </div>
  );
}
