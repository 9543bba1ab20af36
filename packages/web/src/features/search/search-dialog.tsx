import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useLocation, useNavigate } from 'react-router';
import { SEARCH_DIALOG_PER_KIND, SEARCHABLE_TYPES } from '@relais/domain';
import type { SearchResult } from '@relais/domain';
import { Button } from '../../components/button.tsx';
import { FIELD_SX } from '../../components/light-text-field.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { paths } from '../../paths.ts';
import { isSearchable, useSearch } from '../../blocks/page-global-search/search-api.ts';
import { forgetRecentSearches, readRecentSearches, rememberSearch } from '../../blocks/page-global-search/recent-searches.ts';

/** How long the words rest before they are searched, so each key does not make a call. */
const TYPING_PAUSE_MS = 200;

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** One choosable line of the list: a result, a recent search, or "every result". */
type Option = { key: string; kind: 'result'; result: SearchResult } | { key: string; kind: 'recent'; words: string } | { key: string; kind: 'all'; words: string };

export interface SearchDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The top bar's search (issue 29; spec: "global search box and dialog (closes on route change)"): a
 * combobox (WAI-ARIA 1.2 pattern, list autocomplete) whose listbox shows results as one types,
 * grouped by kind, with the arrow keys moving the active option (`aria-activedescendant`), Enter
 * opening it and Escape closing; empty, it offers the recent searches kept in this browser. The
 * focus stays in the input; a click on an option chooses it too. The last option leads to every
 * result on the search screen (`/services/search`), where results are plain links.
 */
export function SearchDialog({ isOpen, onClose }: SearchDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const titleId = useId();
  const listId = useId();
  const statusId = useId();
  const [words, setWords] = useState('');
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<string[]>(() => readRecentSearches());
  const settled = useDebounced(words, TYPING_PAUSE_MS);
  const search = useSearch(settled, { size: 20 });
  const opened = useRef(location.key);

  // A change of route closes the dialog (spec), whatever made it.
  useEffect(() => {
    if (isOpen && location.key !== opened.current) onClose();
    opened.current = location.key;
  }, [isOpen, location.key, onClose]);

  const groups = useMemo(() => {
    if (!isSearchable(settled) || !search.data) return [];
    return SEARCHABLE_TYPES.map((type) => ({ type, results: search.data.data.filter((result) => result.type === type).slice(0, SEARCH_DIALOG_PER_KIND) })).filter((group) => group.results.length > 0);
  }, [search.data, settled]);

  const options: Option[] = useMemo(() => {
    if (!isSearchable(words)) return recent.map((one, index) => ({ key: `recent-${index}`, kind: 'recent' as const, words: one }));
    const found: Option[] = groups.flatMap((group) => group.results.map((result) => ({ key: `${result.type}-${result.id}`, kind: 'result' as const, result })));
    return [...found, { key: 'all', kind: 'all' as const, words: words.trim() }];
  }, [groups, recent, words]);

  useEffect(() => setActive(-1), [settled]);

  const optionId = (index: number) => `${listId}-option-${index}`;
  const allResultsPath = (q: string) => `${paths.search}?q=${encodeURIComponent(q)}`;

  const choose = (option: Option) => {
    if (option.kind === 'recent') {
      setWords(option.words);
      return;
    }
    setRecent(rememberSearch(option.kind === 'all' ? option.words : words));
    const target = option.kind === 'all' ? allResultsPath(option.words) : option.result.path;
    if (target) void navigate(target);
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        const next = current + step;
        if (next >= options.length) return -1;
        if (next < -1) return options.length - 1;
        return next;
      });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = active >= 0 ? options[active] : undefined;
      if (option) choose(option);
      else if (isSearchable(words)) choose({ key: 'all', kind: 'all', words: words.trim() });
    } else if (event.key === 'Home' || event.key === 'End') {
      setActive(-1);
    }
  };

  const total = search.data?.meta.total ?? 0;
  const isWaiting = isSearchable(words) && (words !== settled || search.isFetching);
  const status = !isSearchable(words)
    ? ''
    : isWaiting
      ? t('search.searching')
      : total === 0
        ? t('search.noResults', { words: settled.trim() })
        : t(search.data?.meta.isCapped ? 'search.resultsCountAtLeast' : 'search.resultsCount', { count: total });
  const isExpanded = options.length > 0;
  let index = -1;

  return (
    <Dialog open={isOpen} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}>
      <DialogTitle id={titleId}>{t('search.dialogTitle')}</DialogTitle>
      <DialogContent>
        <Box component="label" htmlFor={`${listId}-input`} sx={{ display: 'block', typography: 'body2', fontWeight: 500, mb: 0.5 }}>
          {t('search.inputLabel')}
        </Box>
        <Box
          component="input"
          id={`${listId}-input`}
          type="text"
          role="combobox"
          autoFocus
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={isExpanded}
          aria-controls={listId}
          aria-describedby={statusId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          value={words}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
            setWords(event.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          sx={{ ...FIELD_SX, width: '100%' }}
        />
        <Box id={statusId} role="status" aria-live="polite" sx={{ typography: 'body2', color: 'text.secondary', minHeight: '1.5em', mt: 1 }}>
          {status}
        </Box>
        <Box component="div" id={listId} role="listbox" aria-label={isSearchable(words) ? t('search.resultsLabel') : t('search.recentLabel')} sx={{ mt: 1 }}>
          {!isSearchable(words) && recent.length > 0 && (
            <Box role="group" aria-label={t('search.recentLabel')}>
              <Box aria-hidden sx={{ typography: 'overline', color: 'text.secondary' }}>
                {t('search.recentLabel')}
              </Box>
              {recent.map((one) => {
                index += 1;
                const at = index;
                return (
                  <SearchOption key={`recent-${one}`} id={optionId(at)} isActive={active === at} onChoose={() => choose({ key: one, kind: 'recent', words: one })}>
                    {one}
                  </SearchOption>
                );
              })}
            </Box>
          )}
          {isSearchable(words) &&
            groups.map((group) => (
              <Box key={group.type} role="group" aria-labelledby={`${listId}-${group.type}`} sx={{ mb: 1 }}>
                <Box id={`${listId}-${group.type}`} sx={{ typography: 'overline', color: 'text.secondary' }}>
                  {t(`search.kind.${group.type}`)}
                </Box>
                {group.results.map((result) => {
                  index += 1;
                  const at = index;
                  return (
                    <SearchOption key={result.id} id={optionId(at)} isActive={active === at} href={result.path} onChoose={() => choose({ key: result.id, kind: 'result', result })}>
                      <Box component="span" sx={{ display: 'block', fontWeight: 600 }} lang={result.titleLocale}>
                        {result.title}
                      </Box>
                      {result.description && (
                        <Box component="span" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', typography: 'body2', color: 'text.secondary' }}>
                          {result.description}
                        </Box>
                      )}
                    </SearchOption>
                  );
                })}
              </Box>
            ))}
          {isSearchable(words) &&
            (() => {
              index += 1;
              const at = index;
              return (
                <SearchOption id={optionId(at)} isActive={active === at} href={allResultsPath(words.trim())} onChoose={() => choose({ key: 'all', kind: 'all', words: words.trim() })}>
                  {t('search.allResults', { words: words.trim() })}
                </SearchOption>
              );
            })()}
        </Box>
        {!isSearchable(words) && recent.length > 0 && (
          <Button
            sx={{ mt: 1 }}
            onClick={() => {
              forgetRecentSearches();
              setRecent([]);
            }}
          >
            {t('search.forgetRecent')}
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** An option of the listbox, chosen by click or by Enter while active; the input keeps the focus. */
function SearchOption({ id, isActive, href, onChoose, children }: { id: string; isActive: boolean; href?: string | null; onChoose: () => void; children: React.ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (isActive) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [isActive]);
  return (
    <Box
      ref={ref}
      id={id}
      role="option"
      aria-selected={isActive}
      onMouseDown={(event: React.MouseEvent) => event.preventDefault()}
      onClick={(event: React.MouseEvent) => {
        event.preventDefault();
        onChoose();
      }}
      data-href={href ?? undefined}
      sx={{
        display: 'block',
        px: 1.5,
        py: 1,
        borderRadius: 1,
        cursor: 'pointer',
        color: 'text.primary',
        outline: isActive ? 2 : 0,
        outlineColor: 'primary.main',
        outlineOffset: -2,
        bgcolor: isActive ? 'action.selected' : 'transparent',
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      {children}
    </Box>
  );
}
