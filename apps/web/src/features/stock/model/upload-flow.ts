import { useEffect, useState } from 'react';
import { StockMsg } from '@mts/shared/messages';
import type { StockPreviewResult, StockUploadResult } from '@mts/shared/schemas';
import type { StockField, StockImportMode, StockMapping } from '@mts/shared/stock';
import { ApiError } from '@/lib/http';
import { previewStock } from '../api/preview-stock';
import { startStockImport } from '../api/start-stock-import';
import { downloadStockTemplate } from '../api/stock-files';
import { uploadStockFile } from '../api/upload-stock-file';
import { useLiveImport } from './live-import';
import { mapColumn, mappingBody, mappingError } from './mapping';
import { stockFileError } from './stock-file';
import { saveDownload, type StockEnv } from './stock-env';

/** The wizard's steps: 选择文件 → 对应列 → 预览检查 → 导入 (progress, then the end). */
export type UploadStep = 'file' | 'mapping' | 'preview' | 'import';
export const UPLOAD_STEPS: readonly { key: UploadStep; title: string }[] = [
  { key: 'file', title: '选择文件' },
  { key: 'mapping', title: '对应列' },
  { key: 'preview', title: '预览检查' },
  { key: 'import', title: '导入' },
];

/**
 * 批量上传 (both apps, /myxg/myStock/upload): the step the trader is on and its moves. The file is checked here
 * (type, 20 MB) and sent with its upload progress; the server proposes the mapping (remembered or recognised), which
 * the trader corrects column by column (or another sheet of the workbook: the file is read again for it); the
 * preview counts every line; the import then runs as a job whose progress `useLiveImport` follows. A page opened
 * (or reloaded) while an import runs shows that import. Steps are state, not the url: a file cannot outlive a reload.
 */
export function useStockUploadFlow(env: StockEnv) {
  const live = useLiveImport(env);
  const [step, setStep] = useState<UploadStep>('file');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadPercent, setUploadPercent] = useState(0);
  const [upload, setUpload] = useState<StockUploadResult | null>(null);
  const [sheet, setSheet] = useState('');
  const [mapping, setMapping] = useState<StockMapping>({});
  const [mappingProblem, setMappingProblem] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [preview, setPreview] = useState<StockPreviewResult | null>(null);
  const [mode, setMode] = useState<StockImportMode>('merge');
  const [starting, setStarting] = useState(false);

  /** A running import (this page's or one found on entry) shows its progress whatever step was open, then its end. */
  const shown: UploadStep = live.running ? 'import' : step;
  useEffect(() => {
    if (live.running) setStep('import');
  }, [live.running]);

  /** Back to the file step with the reason, when the server no longer has the file (it expired). */
  const expired = (error: unknown) => {
    if (error instanceof ApiError && error.message === StockMsg.uploadExpired) {
      setStep('file');
      setUpload(null);
      setPreview(null);
      setFileError(error.message);
      return true;
    }
    return false;
  };

  const send = async (chosen: File, chosenSheet?: string) => {
    setUploading(true);
    setUploadPercent(0);
    setFileError(null);
    try {
      const result = await uploadStockFile(chosen, { sheet: chosenSheet, onProgress: setUploadPercent });
      setUpload(result);
      setSheet(result.sheet);
      setMapping(result.mapping);
      setMappingProblem(null);
      setPreview(null);
      setStep('mapping');
      return true;
    } catch (error) {
      // The client toasted the server's message; it stays beside the picker too.
      setFileError(error instanceof Error ? error.message : StockMsg.fileNotSheet);
      return false;
    } finally {
      setUploading(false);
    }
  };

  /** A file picked: checked here, then sent; its columns and the proposed mapping come back. */
  const chooseFile = async (chosen: File) => {
    setFile(chosen);
    const problem = stockFileError(chosen);
    if (problem) {
      setFileError(problem);
      return false;
    }
    return send(chosen);
  };

  /** Another sheet of the workbook: the file is read again for that sheet's header. */
  const chooseSheet = async (name: string) => {
    if (!file || name === sheet) return false;
    return send(file, name);
  };

  /** A column set to a field (null: 不导入); the preview is made again afterwards. */
  const setColumnField = (column: number, field: StockField | null) => {
    setMapping((m) => mapColumn(m, column, field));
    setMappingProblem(null);
    setPreview(null);
  };

  /** 下一步：预览 — every line checked under the mapping. */
  const checkLines = async () => {
    if (!upload) return false;
    const problem = mappingError(mapping);
    if (problem) {
      setMappingProblem(problem);
      return false;
    }
    setPreviewing(true);
    try {
      setPreview(await previewStock({ uploadId: upload.uploadId, sheet, mapping: mappingBody(mapping) }));
      setStep('preview');
      return true;
    } catch (error) {
      expired(error);
      return false;
    } finally {
      setPreviewing(false);
    }
  };

  /** 开始导入: the job is queued; its progress follows. */
  const startImport = async () => {
    if (!upload || !preview) return false;
    setStarting(true);
    try {
      const started = await startStockImport({ uploadId: upload.uploadId, sheet, mapping: mappingBody(mapping), mode });
      live.track(started);
      setStep('import');
      env.notify(StockMsg.importQueued);
      return true;
    } catch (error) {
      expired(error);
      return false;
    } finally {
      setStarting(false);
    }
  };

  /** 上传新文件: back to the start (after an import ended, or to give up a file). */
  const restart = () => {
    setStep('file');
    setFile(null);
    setFileError(null);
    setUpload(null);
    setPreview(null);
    setMapping({});
    setMappingProblem(null);
    setMode('merge');
  };

  return {
    step: shown,
    /** The import being followed (running, just ended, or the last one on entry); undefined while it loads. */
    imp: live.imp,
    live,
    file,
    fileError,
    uploading,
    uploadPercent,
    upload,
    sheet,
    mapping,
    mappingProblem,
    previewing,
    preview,
    mode,
    starting,
    chooseFile,
    chooseSheet,
    setColumnField,
    checkLines,
    backToMapping: () => setStep('mapping'),
    backToFile: () => setStep('file'),
    setMode,
    startImport,
    restart,
    downloadTemplate: () => saveDownload(downloadStockTemplate, env),
  };
}

export type StockUploadFlow = ReturnType<typeof useStockUploadFlow>;
