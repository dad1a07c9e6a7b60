import { useEffect, useMemo, useRef } from 'react';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import NavBar from 'antd-mobile/es/components/nav-bar';
import { PublishMsg } from '@mts/shared/messages';
import type { ClueForm } from '@mts/shared/schemas';
import { ApiError } from '@/lib/http';
import { useCategoryTree } from '@/features/content/api/get-category-tree';
import { getSuggest } from '@/features/goods/api/get-suggest';
import { uploadImage } from '@/features/uploads/api/upload-image';
import { PublishForm } from '@/features/clues/components/mobile/publish-form';
import { usePublishCluePage } from '@/features/clues/model/publish-page';
import { emptyClueForm, fromClueRecord, fromDraft, toTextValues } from '@/features/clues/model/clue-form';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useBack } from '@/components/mobile/navigation';
import { useAuthnStatus, useCurrentUser } from '@/features/users/hooks/use-current-user';
import { useRealNamePrompt } from '@/features/users/components/mobile/real-name-prompt';
import { toast } from '@/components/mobile/toast';
import styles from './sub-page.module.css';

/** Reply code of the server's real-name rule. */
const FORBIDDEN = 403;

/**
 * 发布信息 (/source/publish, login required): the trader's quote for a 货源 or 求购 (?type=2 preselects 求购);
 * ?editId= edits one of my leads while it awaits dispatch; ?draft=<json> (the AI assistant's 去发布) prefills a new one. Without a verified real name the page asks to verify.
 */
export function Component() {
  const navigate = useAppNavigate();
  const back = useBack();
  const user = useCurrentUser();
  const tree = useCategoryTree();
  const promptRealName = useRealNamePrompt();
  const { editId, record, title, presetType, draft, save } = usePublishCluePage({ notify: toast });
  const { authnStatus, verified } = useAuthnStatus();
  const prompted = useRef(false);
  useEffect(() => {
    if (authnStatus === undefined || verified || prompted.current) return;
    prompted.current = true;
    void promptRealName();
  }, [authnStatus, verified, promptRealName]);

  const initial = useMemo(() => {
    if (editId) return record.data ? toTextValues(fromClueRecord(record.data, record.data.categoryId === null ? [] : [record.data.categoryId])) : null;
    const empty = emptyClueForm({ type: presetType, contactName: user?.nick_name ?? '', contactMobile: user?.mobile ?? '' });
    // the AI assistant's draft (?draft=): the fields that pass the schema, for the user to check and send
    const prefill = fromDraft(draft);
    if (!prefill) return toTextValues(empty);
    return toTextValues({ ...empty, ...prefill.values, categoryId: prefill.categoryId ? [prefill.categoryId] : [] });
    // The form keeps its own state once shown: later session updates (user details) must not reset it.
  }, [editId, record.data, presetType]);

  const submit = async (body: ClueForm) => {
    try {
      const next = await save(body);
      navigate(next ?? `/myxg/clueDetail/${editId}`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === FORBIDDEN) {
        void promptRealName();
        return;
      }
      throw error;
    }
  };

  let content;
  if (!user || authnStatus === undefined || (editId && record.isPending)) {
    content = (
      <div className={styles.state}>
        <DotLoading color="primary" />
      </div>
    );
  } else if (!verified) {
    content = (
      <div className={styles.state} data-testid="publish-need-realname">
        <p className={styles.stateTitle}>请先完成实名认证</p>
        <p className={styles.stateText}>{PublishMsg.needRealName}</p>
      </div>
    );
  } else if (editId && (!record.data || !record.data.canEdit)) {
    content = (
      <div className={styles.state} data-testid="publish-cannot-edit">
        <p className={styles.stateTitle}>不能修改</p>
        <p className={styles.stateText}>{record.data ? PublishMsg.notAwaiting : '信息不存在'}</p>
      </div>
    );
  } else if (initial) {
    content = (
      <PublishForm
        key={editId || 'new'}
        initial={initial}
        categories={tree.data ?? []}
        suggest={getSuggest}
        upload={uploadImage}
        onSubmit={submit}
        submitText={editId ? '保存修改' : '立即发布'}
      />
    );
  }

  return (
    <div className={styles.page} data-testid="publish-page">
      <NavBar className={styles.nav} onBack={back}>
        {title}
      </NavBar>
      {content}
    </div>
  );
}
