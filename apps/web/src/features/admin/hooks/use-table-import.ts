import { useState } from 'react';
import { useErrorText } from '../shell/components/action-message';

interface Call<TInput, TOutput> {
  mutateAsync: (input: TInput) => Promise<TOutput>;
  isPending: boolean;
}

/**
 * The state of a table import (roster, centres): the chosen upload, the server's preview of it,
 * the failure to show, and the confirmed import. A new choice drops the preview of the old one.
 */
export function useTableImport<TUpload, TReport, TResult>(
  previewCall: Call<TUpload, TReport>,
  runCall: Call<TUpload, TResult>,
) {
  const errorText = useErrorText();
  const [upload, setUpload] = useState<TUpload | null>(null);
  const [report, setReport] = useState<TReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = (chosen: TUpload | null) => {
    setUpload(chosen);
    setReport(null);
  };
  const preview = async (chosen: TUpload) => {
    setFailure(null);
    setUpload(chosen);
    try {
      setReport(await previewCall.mutateAsync(chosen));
    } catch (error) {
      setReport(null);
      setFailure(errorText(error));
    }
  };
  /** Runs the import of the previewed upload; `onDone` gets the server's answer. */
  const confirm = async (onDone: (result: TResult) => void) => {
    if (!upload) return;
    setFailure(null);
    try {
      onDone(await runCall.mutateAsync(upload));
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const reset = () => {
    choose(null);
    setFailure(null);
  };

  return {
    upload,
    report,
    failure,
    setFailure,
    choose,
    clearReport: () => setReport(null),
    preview,
    confirm,
    reset,
    previewing: previewCall.isPending,
    importing: runCall.isPending,
  };
}
