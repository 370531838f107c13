import { getRouteApi } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { Suspense, useEffect, useReducer, useRef, useState } from 'react';
import type { Assessment } from '../../../shared/drafter/questions';
import type { GenerateRequest } from '../../../shared/schemas/generate';
import type { RefinementProposal, TargetSection } from '../../../shared/schemas/refinement';
import type { SpineMap } from '../../../shared/schemas/spineMap';
import { db } from '../../db/db';
import { accountMap } from '../../sync/deviceAccount';
import { Card } from '../../ui/Card';
import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/toastStore';
import { GenerationErrorCard } from './GenerationErrorCard';
import { GeneratorFormCard } from './GeneratorFormCard';
import {
  answerSourceLabel,
  applyRefinement,
  failureMessage,
  fetchMap,
  generateMap,
  proposeRefinement,
  type AnswerSource,
} from './generatorApi';
import {
  canGenerate,
  generatorReducer,
  initialGeneratorState,
  PROGRESS_OPEN_DELAY_MS,
  toGenerateRequest,
  type GeneratorForm,
} from './generatorState';
import {
  assessRequest,
  EMPTY_ANSWERS,
  nextStep,
  requestKey,
  toAnswers,
  type AnswerForm,
  type ResolvedQuestions,
} from './generatorQuestions';
import { ProgressCard } from './ProgressCard';
import { QuestionsCard } from './QuestionsCard';
import { RefinementPanel } from './RefinementPanel';
import { ResultCard } from './ResultCard';
import { ReviewCard } from './ReviewCard';
import { track } from '../analytics/track';
import { lazyOptional } from '../../ui/lazyOptional';

const ChatPanel = lazyOptional(() => import('../chat/ChatPanel').then((m) => m.ChatPanel));

const route = getRouteApi('/generator');

const EMPTY_FORM: GeneratorForm = { systemBoundary: '', context: '', currentTools: '' };

/** Spec §8 section-proposal failure texts. */
const PROPOSAL_FAILED = {
  title: 'Proposal failed',
  description: 'Failed to generate refinement proposal. Please try again.',
};

/** Create Your Spine Map (spec §2): generate, review the result, refine by proposal, chat for help. */
export function GeneratorPage() {
  const { refine } = route.useSearch();
  const [form, setForm] = useState<GeneratorForm>(EMPTY_FORM);
  const [state, dispatch] = useReducer(generatorReducer, initialGeneratorState);
  const [mapId, setMapId] = useState<string | null>(refine ?? null);
  const [remote, setRemote] = useState<{ id: string; map: SpineMap | null; error: string | null } | null>(
    null,
  );
  const [source, setSource] = useState<AnswerSource | null>(null);
  const [note, setNote] = useState<string | undefined>();
  const [chatOpen, setChatOpen] = useState(false);
  const [feedback, setFeedback] = useState('');
  const [targetSection, setTargetSection] = useState<TargetSection | null>(null);
  const [proposing, setProposing] = useState(false);
  const [proposal, setProposal] = useState<{ value: RefinementProposal; onDevice: boolean } | null>(null);
  const [applying, setApplying] = useState(false);
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  const [asking, setAsking] = useState<Assessment | null>(null);
  const [answerForm, setAnswerForm] = useState<AnswerForm>(EMPTY_ANSWERS);
  const [resolved, setResolved] = useState<ResolvedQuestions | null>(null);
  const assessingRef = useRef(false);
  const abortRef = useRef<AbortController | null>(null);

  // This device's copy first (undefined while loading, null when absent or deleted).
  const localMap = useLiveQuery(async () => (mapId ? accountMap(db, mapId) : null), [mapId]);
  const liveLocal = localMap && !localMap.deletedAt ? localMap : localMap === undefined ? undefined : null;
  const map = liveLocal ?? (remote && remote.id === mapId ? remote.map : null);

  // Refine mode: a map not on this device comes from the server (spec §7 GET /api/spine-maps/{id}).
  useEffect(() => {
    if (!refine || mapId !== refine || liveLocal !== null || remote?.id === refine) return;
    let cancelled = false;
    fetchMap(refine).then(
      (loaded) => !cancelled && setRemote({ id: refine, map: loaded, error: null }),
      (error: unknown) =>
        !cancelled &&
        setRemote({ id: refine, map: null, error: failureMessage(error) ?? 'Failed to load spine map' }),
    );
    return () => {
      cancelled = true;
    };
  }, [refine, mapId, liveLocal, remote?.id]);

  // Refine mode fills the form from the loaded map once (state adjusted during render, as React advises).
  if (refine && map && map.id === refine && filledFrom !== refine) {
    setFilledFrom(refine);
    setForm({ systemBoundary: map.systemBoundary, context: map.context ?? '', currentTools: '' });
  }

  // Spec §4/§9: the progress panel opens 1.5 s after a generation succeeds.
  useEffect(() => {
    if (state.status !== 'complete' || state.progressOpen) return;
    const timer = setTimeout(() => dispatch({ type: 'openProgress' }), PROGRESS_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.status, state.progressOpen]);

  useEffect(() => () => abortRef.current?.abort(), []);

  const generating = state.status === 'generating';

  const draft = async (request: GenerateRequest) => {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    dispatch({ type: 'start' });
    setProposal(null);
    try {
      const result = await generateMap(
        request,
        (step) => dispatch({ type: 'progress', step }),
        controller.signal,
      );
      setMapId(result.mapId);
      setSource(result.source);
      setNote(undefined);
      dispatch({ type: 'complete' });
      track('generate');
    } catch (error) {
      if (controller.signal.aborted) return;
      dispatch({ type: 'fail', message: failureMessage(error) });
    }
  };

  // Generate: ask the facilitator questions first when the boundary gives little to go on (and they
  // were not yet answered or skipped for this input), otherwise draft straight away.
  const generate = async () => {
    if (!canGenerate(form, state.status) || assessingRef.current) return;
    const request = toGenerateRequest(form);
    let assessment: Assessment | undefined;
    if (resolved?.key !== requestKey(request)) {
      assessingRef.current = true;
      try {
        assessment = await assessRequest(request);
      } catch {
        // The drafter could not load: drafting without the questions still works.
      } finally {
        assessingRef.current = false;
      }
    }
    const step = nextStep(request, resolved, assessment);
    if (step.kind === 'ask') {
      setAsking(step.assessment);
      return;
    }
    setAsking(null);
    await draft(step.request);
  };

  const finishQuestions = (useAnswers: boolean) => {
    if (!canGenerate(form, state.status)) return;
    const request = toGenerateRequest(form);
    const answers = useAnswers ? toAnswers(answerForm) : undefined;
    setResolved(answers ? { key: requestKey(request), answers } : { key: requestKey(request) });
    setAsking(null);
    void draft(answers ? { ...request, answers } : request);
  };

  const propose = async () => {
    if (!map || proposing) return;
    setProposing(true);
    try {
      const result = await proposeRefinement(map, feedback, targetSection ?? undefined);
      setProposal({ value: result.proposal, onDevice: result.source === 'device' });
    } catch {
      toast({ ...PROPOSAL_FAILED, variant: 'destructive' });
    } finally {
      setProposing(false);
    }
  };

  const approve = async () => {
    if (!map || !proposal) return;
    setApplying(true);
    try {
      const id = await applyRefinement(map, proposal.value.refinedSpineMap);
      if (id !== map.id) {
        setNote(
          'Saved as a new map with its own link: only the owner and editors can change the original. Log in to refine your own maps in place.',
        );
      }
      setMapId(id);
      setProposal(null);
      setFeedback('');
      dispatch({ type: 'applied' });
      track('refine');
    } catch (error) {
      dispatch({ type: 'applyFailed' });
      toast({
        title: 'Apply failed',
        description: failureMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setApplying(false);
    }
  };

  const reject = () => {
    setProposal(null);
    setTargetSection(null);
  };

  const loadingRefine =
    Boolean(refine) && mapId === refine && !map && !(remote?.id === refine && remote.error);

  return (
    <PageContainer className="grid gap-6">
      <PageHeader
        title="Create Your Spine Map"
        description={
          refine
            ? 'Refine your existing spine map: adjust the boundary and details, then generate a fresh draft.'
            : 'Describe your system boundary and get a draft spine map to refine with your team.'
        }
      />
      <div className={chatOpen ? 'grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]' : 'grid gap-6'}>
        <div className="grid gap-6">
          <GeneratorFormCard
            form={form}
            onChange={setForm}
            canGenerate={canGenerate(form, state.status)}
            generating={generating}
            onGenerate={() => void generate()}
            chatOpen={chatOpen}
            onToggleChat={() => setChatOpen((open) => !open)}
          />
          {asking && !generating && (
            <QuestionsCard
              questions={asking.questions}
              verdict={asking.verdict}
              {...(asking.assumed ? { assumed: asking.assumed } : {})}
              answers={answerForm}
              onChange={setAnswerForm}
              onDraft={() => finishQuestions(true)}
              onSkip={() => finishQuestions(false)}
            />
          )}
          <ProgressCard state={state} onToggle={() => dispatch({ type: 'toggleProgress' })} />
          {state.status === 'error' && state.error && (
            <GenerationErrorCard
              message={state.error}
              onRetry={() => void generate()}
              canRetry={canGenerate(form, state.status)}
            />
          )}
        </div>
        {chatOpen && (
          <div className="lg:sticky lg:top-20">
            <Suspense fallback={<Card className="p-6 text-sm text-muted">Loading chat…</Card>}>
              <ChatPanel
                systemBoundary={form.systemBoundary}
                map={generating ? null : map}
                onClose={() => setChatOpen(false)}
              />
            </Suspense>
          </div>
        )}
      </div>

      {loadingRefine && (
        <p className="text-sm text-muted" role="status">
          Loading your spine map…
        </p>
      )}
      {refine && remote?.id === refine && remote.error && !map && (
        <Card role="alert" className="border-red-200 bg-danger-soft p-5 text-sm text-danger">
          Could not load the map to refine: {remote.error}
        </Card>
      )}

      {map && !generating && (
        <ResultCard
          map={map}
          sourceLabel={source && map.id === mapId ? answerSourceLabel(source) : undefined}
          note={note}
        />
      )}

      {map && !generating && !refine && (
        <RefinementPanel
          feedback={feedback}
          onFeedbackChange={setFeedback}
          targetSection={targetSection}
          onTargetChange={setTargetSection}
          proposing={proposing}
          onPropose={() => void propose()}
        />
      )}

      {proposal && map && !refine && (
        <ReviewCard
          proposal={proposal.value}
          sourceLabel={
            proposal.onDevice ? 'Offline — proposed on this device by the built-in drafter' : undefined
          }
          applying={applying}
          onApprove={() => void approve()}
          onReject={reject}
        />
      )}
    </PageContainer>
  );
}
