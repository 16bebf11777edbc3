import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { type KeyboardEvent, type Ref, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCategoryName } from "@web/lib/category-text";
import { cn } from "@web/lib/cn";
import { productSuggestionsQueryOptions } from "../api/product-suggestions";

const TYPING_DELAY_MS = 250;
const MIN_TERM_LENGTH = 2;

interface HeaderSearchProps {
  id?: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The header's product search, on every page: a combobox with a list of suggested product names as you type
 * (WAI-ARIA 1.2 combobox with list autocomplete). Up and Down move through the suggestions, Enter opens the chosen
 * product or, with none chosen, searches the marketplace for the words typed; Escape closes the list, then clears.
 */
export function HeaderSearch({ id, className, inputRef }: HeaderSearchProps) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const navigate = useNavigate();
  const baseId = useId();
  const listboxId = `${baseId}-suggestions`;
  const [text, setText] = useState("");
  const [term, setTerm] = useState("");
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const enabled = term.length >= MIN_TERM_LENGTH;
  const { data } = useQuery({ ...productSuggestionsQueryOptions(term), enabled, placeholderData: keepPreviousData });
  const items = enabled && text.trim().length >= MIN_TERM_LENGTH ? (data?.items ?? []) : [];
  const expanded = open && items.length > 0;
  const activeIndex = expanded ? items.findIndex((item) => item.id === activeId) : -1;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActiveId(null);
  };
  const openProduct = (productId: string) => {
    close();
    setText("");
    void navigate(`/product/${productId}`);
  };
  const move = (step: 1 | -1) => {
    if (items.length === 0) return;
    setOpen(true);
    const from = expanded ? activeIndex : -1;
    const next = from === -1 ? (step === 1 ? 0 : items.length - 1) : (from + step + items.length) % items.length;
    setActiveId(items[next]!.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter" && activeIndex >= 0) {
      event.preventDefault();
      openProduct(items[activeIndex]!.id);
    } else if (event.key === "Escape") {
      if (expanded) close();
      else setText("");
      event.preventDefault();
    }
  };

  return (
    <form
      id={id}
      role="search"
      aria-label={t("headerSearch.region")}
      className={cn("relative", className)}
      onSubmit={(event) => {
        event.preventDefault();
        close();
        const q = text.trim();
        void navigate(q ? `/products?${new URLSearchParams({ q }).toString()}` : "/products");
      }}
    >
      <label htmlFor={`${baseId}-input`} className="sr-only">
        {t("headerSearch.label")}
      </label>
      <input
        ref={inputRef}
        id={`${baseId}-input`}
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        value={text}
        placeholder={t("headerSearch.placeholder")}
        className="h-11 w-full rounded-md border border-input bg-background pl-3 pr-11 text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring xl:h-10 xl:text-sm"
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActiveId(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <button
        type="submit"
        aria-label={t("headerSearch.submit")}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t("headerSearch.suggestions")}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-80 overflow-y-auto rounded-md border border-border bg-card p-1 text-foreground shadow-lg"
      >
        {items.map((item, index) => (
          <li
            key={item.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={cn(
              "flex min-h-11 cursor-pointer flex-col justify-center rounded-sm px-3 py-1.5 text-sm",
              index === activeIndex ? "bg-muted" : "hover:bg-muted/60",
            )}
            // Keep the focus in the box, so choosing with the mouse does not first close the list (blur).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => openProduct(item.id)}
          >
            <span className="font-medium">{item.name}</span>
            <span className="text-xs text-muted-foreground">{categoryName(item.category)}</span>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {expanded ? t("headerSearch.count", { count: items.length }) : ""}
      </p>
    </form>
  );
}
