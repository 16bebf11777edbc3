import { MAX_MESSAGE_LENGTH } from "@domain/conversations";
import { Paperclip, Send, X } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Textarea } from "@web/components/ui/textarea";
import { errorMessage } from "@web/lib/api-client";
import type { Side } from "../api/query-keys";
import { useSendMessage } from "../api/send-message";
import { ATTACHMENT_ACCEPT, attachmentProblem } from "../attachment-check";

/**
 * Writing in a thread: text (Enter sends, Shift+Enter starts a new line) and at most one file, checked here for its
 * type and size as the server checks it (which still reads the content and says why it refuses: 413, 415).
 */
export function Composer({ side, threadId }: { side: Side; threadId: string }) {
  const { t } = useTranslation("conversations");
  const send = useSendMessage(side, threadId);
  const [body, setBody] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textId = useId();
  const problemId = useId();

  const submit = () => {
    if (send.isPending) return;
    const text = body.trim();
    if (!text && !file) return setProblem(t("composer.empty"));
    setProblem(null);
    send.mutate(
      { body: text, file },
      {
        onSuccess: () => {
          setBody("");
          setFile(null);
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const onFileChosen = (chosen: File | undefined) => {
    if (fileInput.current) fileInput.current.value = "";
    if (!chosen) return;
    const refusal = attachmentProblem(chosen);
    if (refusal) {
      setProblem(t(`composer.${refusal}`, { name: chosen.name }));
      return;
    }
    setProblem(null);
    setFile(chosen);
  };

  return (
    <form
      className="flex flex-col gap-2 rounded-lg border border-border bg-card p-3"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={textId} className="sr-only">
        {t("composer.label")}
      </label>
      <Textarea
        id={textId}
        rows={3}
        maxLength={MAX_MESSAGE_LENGTH}
        placeholder={t("composer.placeholder")}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={problem ? problemId : undefined}
        aria-invalid={problem ? true : undefined}
      />
      {file ? (
        <p className="flex max-w-full items-center gap-2 self-start rounded-md bg-muted py-1 pl-3 pr-1 text-sm">
          <Paperclip aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 truncate">{file.name}</span>
          <Button type="button" variant="ghost" size="icon" className="size-9" aria-label={t("composer.removeFile", { name: file.name })} onClick={() => setFile(null)}>
            <X aria-hidden="true" />
          </Button>
        </p>
      ) : null}
      {problem ? (
        <p id={problemId} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="attachment-input"
          onChange={(event) => onFileChosen(event.target.files?.[0])}
        />
        <Button type="button" variant="outline" size="lg" className="px-3" title={t("composer.attachHint")} onClick={() => fileInput.current?.click()}>
          <Paperclip aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t("composer.attach")}</span>
        </Button>
        <Button type="submit" size="lg" disabled={send.isPending}>
          <Send aria-hidden="true" />
          {t("composer.send")}
        </Button>
      </div>
    </form>
  );
}
