import type { Proposal } from '@tripfront/domain/proposals';
import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { BOOKING_NS, useMoney } from '../../booking/index.ts';
import { useAgentProposal, useProposalAction, useRemoveProposalItem, useUpdateProposal, type ProposalAction } from '../api/agent-proposals.ts';
import { editable, formErrors, formFieldOf, formOf, markupCapOf, updateBody, type EditorForm, type FieldErrors } from '../editor-form.ts';
import { useProposalsTranslation, type ProposalsT } from '../hooks/use-proposals-translation.ts';
import { EditorItems } from './editor-items.tsx';
import { DetailsFields } from './details-fields.tsx';
import { EditorHeader } from './editor-header.tsx';

export const PAGE_NAMESPACES = [BOOKING_NS] as const;

/** /proposals/:id: the agent's editor of one proposal, and what they do with it. */
export function ProposalEditorPage() {
  const { t } = useProposalsTranslation();
  const { id = '' } = useParams();
  const proposal = useAgentProposal(id);
  let body: ReactNode;
  if (proposal.isPending) body = <LoadingStatus>{t('loading')}</LoadingStatus>;
  else if (proposal.isError) {
    const status = proposal.error instanceof ApiError ? proposal.error.status : 0;
    body = (
      <div className="tf-proposals__notice" role="alert">
        <p>{status === 404 || status === 403 ? t('editor.notFound') : t('loadError')}</p>
        {status !== 404 && status !== 403 && (
          <button type="button" className="tf-button tf-button--outline" onClick={() => void proposal.refetch()}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  } else body = <Editor key={proposal.data.id} proposal={proposal.data} />;
  return (
    <div className="tf-proposals__page">
      <Link className="tf-proposals__back" to={paths.agent.proposals()}>
        {t('editor.back')}
      </Link>
      {body}
    </div>
  );
}

function errorText(t: ProposalsT, key: string | undefined, cap: number): string | undefined {
  if (key === undefined) return undefined;
  if (key === 'invalidEmail') return t('editor.invalidEmail');
  if (key === 'markupInvalid') return t('editor.markupInvalid', { cap: cap / 100 });
  return key;
}

function Editor({ proposal }: { proposal: Proposal }) {
  const { t } = useProposalsTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const ids = useId();
  const cap = markupCapOf(proposal);
  const canEdit = editable(proposal);
  const [form, setForm] = useState<EditorForm>(() => formOf(proposal));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const update = useUpdateProposal(proposal.id);
  const remove = useRemoveProposalItem(proposal.id);
  const action = useProposalAction(proposal.id);
  const busy = update.isPending || remove.isPending || action.isPending;

  const change = (next: Partial<EditorForm>) => {
    setForm((f) => ({ ...f, ...next }));
    setDirty(true);
    setNotice(null);
  };

  const failed = (error: unknown) => {
    const field = error instanceof ApiError ? formFieldOf(error.field) : null;
    const message = error instanceof Error ? error.message : String(error);
    if (field) {
      setErrors({ [field]: message });
      setTimeout(() => document.getElementById(`${ids}-${field}`)?.focus(), 0);
    } else setNotice(t('editor.actionFailed', { message }));
  };

  /** Saves what was typed; false when something must be fixed first. */
  const save = async (): Promise<boolean> => {
    const found = formErrors(form, cap);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${ids}-${first}`)?.focus();
      return false;
    }
    try {
      const after = await update.mutateAsync(updateBody(form, cap));
      setForm(formOf(after));
      setDirty(false);
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };

  const run = async (name: ProposalAction) => {
    setNotice(null);
    if (name === 'send') {
      if (proposal.items.length === 0) return setNotice(t('editor.needsItems'));
      if (!form.clientEmail.trim()) return setNotice(t('editor.needsClient'));
      if (dirty && !(await save())) return;
    }
    try {
      const after = await action.mutateAsync(name);
      if (name === 'duplicate') {
        toast.success(t('editor.duplicated'));
        void navigate(paths.agent.proposal(after.id));
      } else toast.success(name === 'send' ? t('editor.sentTo', { email: after.client.email }) : t('editor.withdrawnDone'));
    } catch (error) {
      failed(error);
    }
  };

  return (
    <>
      <EditorHeader proposal={proposal} busy={busy} onRun={(name) => void run(name)} />
      {notice && (
        <p className="tf-proposals__notice" role="alert">
          {notice}
        </p>
      )}
      {proposal.status === 'declined' && (
        <div className="tf-proposals__notice" role="status">
          <p>{t('editor.declined')}</p>
          {proposal.declineReason && <p>{t('editor.declineReason', { reason: proposal.declineReason })}</p>}
        </div>
      )}
      {!canEdit && proposal.status !== 'declined' && <p className="tf-proposals__muted">{t('editor.readOnly')}</p>}

      <form
        className="tf-proposals__editor"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save().then((ok) => ok && toast.success(t('editor.saved')));
        }}
      >
        <DetailsFields form={form} ids={ids} canEdit={canEdit} errorOf={(name) => errorText(t, errors[name], cap)} onChange={change} />

        <EditorItems
          proposal={proposal}
          form={form}
          ids={ids}
          errors={errors}
          errorText={(key) => errorText(t, key, cap)}
          cap={cap}
          canEdit={canEdit}
          busy={busy}
          onChange={(items) => change({ items })}
          onRemove={(itemId) =>
            remove.mutate(itemId, {
              onError: failed,
              // What was typed elsewhere stays.
              onSuccess: () => setForm((f) => ({ ...f, items: f.items.filter((i) => i.id !== itemId) })),
            })
          }
        />

        <p className="tf-proposals__total">
          <span>{t('editor.total')}</span> <strong>{money(proposal.total)}</strong>
        </p>
        {canEdit && (
          <div className="tf-proposals__save">
            <button type="submit" className="tf-button tf-button--primary" disabled={busy || !dirty}>
              {update.isPending ? t('editor.saving') : t('editor.save')}
            </button>
          </div>
        )}
      </form>
    </>
  );
}
