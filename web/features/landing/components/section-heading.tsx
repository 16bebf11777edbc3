export function SectionHeading({ id, title, text }: { id: string; title: string; text?: string }) {
  return (
    <div className="mx-auto mb-10 flex max-w-2xl flex-col gap-2 text-center">
      <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {text ? <p className="text-muted-foreground">{text}</p> : null}
    </div>
  );
}
