import { ArrowLeftOutlined, ArrowRightOutlined, CheckCircleFilled, ReloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { TintPackage, TintSelection, WindowOption } from '@tint/libs/prices';
import { TINT_PACKAGES, VEHICLE_SIZE_LABELS, WINDOW_OPTIONS, WINDOW_OPTION_LABELS, makeTintSelection } from '@tint/libs/prices';
import type { QuizAnswerRecord } from '@tint/libs/quiz';
import { QUIZ_QUESTIONS, answerRecord, isLastQuestion, quizProgress, recommend, vehicleSizeFromAnswers } from '@tint/libs/quiz';
import { BACK } from '@tint/libs/texts/common';
import { SECTION_TITLES } from '@tint/libs/texts/salesperson-app';
import {
  ESTIMATE_DISCLAIMER,
  GET_RECOMMENDATION,
  NEXT,
  NO_PAYMENT_NOTE,
  QUIZ_INTRO,
  RESULT_INTRO,
  RESULT_TITLE,
  RETAKE_QUIZ,
  WINDOW_TOGGLE_LABEL,
  percentComplete,
  resultPriceNote,
} from '@tint/libs/texts/tint-match';
import { Button, Card, Progress, Radio, Segmented, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { SectionHeader } from '@/components/section-header';
import type { SectionNavigate } from '@/lib/sections';
import { useIsDesktop } from '@/hooks/use-media-query';
import { trackEvent, trackInOrder } from '@/lib/analytics';
import { saveTintSelection } from '@/lib/tint-selection-storage';
import type { QuizDraft } from '../quiz-draft';
import { readQuizDraft, saveQuizDraft } from '../quiz-draft';
import { PackageCard } from './package-card';
import '../tint-match.css';

type TintMatchSectionProps = {
  onNavigate: SectionNavigate;
};

/** SPEC 2.3 'Tint Match': the quiz, then 'Your Perfect Tint Match' with the three packages. */
export function TintMatchSection({ onNavigate }: TintMatchSectionProps) {
  // A refresh or a visit to another section picks the quiz up where it was (issue 14).
  const [draft] = useState(readQuizDraft);
  const [step, setStep] = useState(draft?.step ?? 0);
  const [answers, setAnswers] = useState<QuizAnswerRecord[]>(draft?.answers ?? []);
  const [choice, setChoice] = useState<string | null>(draft?.choice ?? null);
  const [finished, setFinished] = useState(draft?.finished ?? false);
  useEffect(() => saveQuizDraft({ step, answers, choice, finished }), [step, answers, choice, finished]);

  // Each pass through the quiz is one 'tint_match_started' (Retake starts another); picking up a pass
  // already under way is not a new start.
  const [run, setRun] = useState(0);
  const [resumed] = useState(() => draft !== null && startedAlready(draft));
  useEffect(() => {
    if (run === 0 && resumed) return;
    void trackEvent('tint_match_started', { run });
  }, [run, resumed]);

  const retake = () => {
    setRun(run + 1);
    setStep(0);
    setAnswers([]);
    setChoice(null);
    setFinished(false);
  };

  const next = () => {
    const question = QUIZ_QUESTIONS[step];
    const record = question && choice !== null ? answerRecord(question.id, choice) : null;
    if (!record) return;
    const all = [...answers, record];
    setAnswers(all);
    setChoice(null);
    if (isLastQuestion(step)) {
      setFinished(true);
      // The result shows the prices at once: completed, its result, then pricing viewed, in that order.
      const result = { recommended: recommend(all), vehicleSize: vehicleSizeFromAnswers(all) };
      void trackInOrder([
        ['tint_match_completed', result],
        ['quiz_result', { ...result, answers: all.map((a) => ({ questionId: a.questionId, value: a.value })) }],
        ['pricing_viewed', result],
      ]);
    } else setStep(step + 1);
  };

  // SPEC 4: Back returns one step and drops the last answer.
  const back = () => {
    if (step === 0) return;
    setAnswers(answers.slice(0, step - 1));
    setChoice(null);
    setStep(step - 1);
  };

  if (finished) {
    return (
      <TintMatchResult
        answers={answers}
        onRetake={retake}
        onSelect={(selected) => {
          void trackEvent('package_selected', { package: selected.package, windowOption: selected.windowOption, vehicleSize: selected.vehicleSize });
          saveTintSelection(selected);
          onNavigate('calendar');
        }}
      />
    );
  }

  return <QuizStep step={step} choice={choice} onChoose={setChoice} onBack={back} onNext={next} />;
}

function startedAlready(draft: QuizDraft): boolean {
  return draft.finished || draft.answers.length > 0 || draft.choice !== null;
}

type QuizStepProps = {
  step: number;
  choice: string | null;
  onChoose: (value: string) => void;
  onBack: () => void;
  onNext: () => void;
};

function QuizStep({ step, choice, onChoose, onBack, onNext }: QuizStepProps) {
  const questionId = useId();
  const question = QUIZ_QUESTIONS[step];
  if (!question) return null;
  const progress = quizProgress(step);
  const last = isLastQuestion(step);

  return (
    <div className="tint-match">
      <SectionHeader title={SECTION_TITLES['tint-match']} subtitle={QUIZ_INTRO} />

      <Card variant="borderless" className="tint-match-card quiz-card">
        <div className="quiz-progress">
          <div className="quiz-progress-labels">
            <Typography.Text strong>{progress.label}</Typography.Text>
            <Typography.Text type="secondary">{percentComplete(progress.percent)}</Typography.Text>
          </div>
          <Progress percent={progress.percent} showInfo={false} aria-label={progress.label} strokeLinecap="round" />
        </div>

        <Typography.Title level={2} className="quiz-question" id={questionId}>
          {question.question}
        </Typography.Title>

        <Radio.Group
          key={question.id}
          className="quiz-options"
          value={choice}
          onChange={(event) => onChoose(String(event.target.value))}
          aria-labelledby={questionId}
        >
          {question.options.map((option) => (
            <Radio
              key={option.value}
              value={option.value}
              className={choice === option.value ? 'quiz-option quiz-option-selected' : 'quiz-option'}
            >
              {option.label}
            </Radio>
          ))}
        </Radio.Group>

        <div className="quiz-actions">
          <Button size="large" icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack} disabled={step === 0}>
            {BACK}
          </Button>
          <Button
            type="primary"
            size="large"
            onClick={onNext}
            disabled={choice === null}
            icon={last ? <CheckCircleFilled aria-hidden /> : <ArrowRightOutlined aria-hidden />}
            iconPlacement="end"
          >
            {last ? GET_RECOMMENDATION : NEXT}
          </Button>
        </div>
      </Card>
    </div>
  );
}

type TintMatchResultProps = {
  answers: readonly QuizAnswerRecord[];
  onRetake: () => void;
  onSelect: (selection: TintSelection) => void;
};

function TintMatchResult({ answers, onRetake, onSelect }: TintMatchResultProps) {
  const [windowOption, setWindowOption] = useState<WindowOption>('full');
  const isDesktop = useIsDesktop();
  const recommended = recommend(answers);
  const vehicleSize = vehicleSizeFromAnswers(answers);
  const priceNote = resultPriceNote(windowOption, VEHICLE_SIZE_LABELS[vehicleSize]);

  const select = (tintPackage: TintPackage) => onSelect(makeTintSelection(tintPackage, windowOption, vehicleSize));

  return (
    <div className="tint-match">
      <SectionHeader title={RESULT_TITLE} subtitle={RESULT_INTRO} />

      <div className="result-toolbar">
        <Segmented<WindowOption>
          size="large"
          value={windowOption}
          onChange={setWindowOption}
          options={WINDOW_OPTIONS.map((option) => ({ value: option, label: WINDOW_OPTION_LABELS[option] }))}
          className="window-toggle"
          aria-label={WINDOW_TOGGLE_LABEL}
          block={!isDesktop}
        />
        <Typography.Text type="secondary" className="result-price-note">
          {priceNote}
        </Typography.Text>
      </div>

      <div className="package-grid">
        {TINT_PACKAGES.map((tintPackage) => (
          <PackageCard
            key={tintPackage}
            tintPackage={tintPackage}
            windowOption={windowOption}
            vehicleSize={vehicleSize}
            recommended={tintPackage === recommended}
            onSelect={() => select(tintPackage)}
          />
        ))}
      </div>

      <Card variant="borderless" className="tint-match-card result-footer">
        <div className="result-notes">
          <Typography.Paragraph className="result-note">
            <SafetyCertificateOutlined aria-hidden className="result-note-icon" /> {ESTIMATE_DISCLAIMER}
          </Typography.Paragraph>
          <Typography.Paragraph className="result-note" strong>
            {NO_PAYMENT_NOTE}
          </Typography.Paragraph>
        </div>
        <Button size="large" icon={<ReloadOutlined aria-hidden />} onClick={onRetake} className="retake-button">
          {RETAKE_QUIZ}
        </Button>
      </Card>
    </div>
  );
}
