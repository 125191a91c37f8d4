import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';

interface Props {
  readonly isFirst: boolean;
  readonly isLast: boolean;
  readonly nextDisabled: boolean;
  readonly loading: boolean;
  readonly onBack: () => void;
  readonly onNext: () => void;
}

/**
 * 'Indietro' and 'Avanti' (docs/componenti.md). While a step handler runs 'Avanti' is only marked busy, not disabled:
 * a disabled button would drop the keyboard focus.
 */
export const WizardFooter = ({ isFirst, isLast, nextDisabled, loading, onBack, onNext }: Props) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3 }}>
      {isFirst ? (
        <span />
      ) : (
        <Button variant="outlined" onClick={onBack} disabled={loading}>
          {translate('portale.wizard.back')}
        </Button>
      )}
      {!isLast && (
        <Button
          variant="contained"
          onClick={loading ? undefined : onNext}
          disabled={nextDisabled}
          aria-busy={loading}
          aria-disabled={loading}
          startIcon={
            loading && (
              <CircularProgress size={16} color="inherit" aria-label={translate('portale.loading.operation')} />
            )
          }
        >
          {translate('portale.wizard.next')}
        </Button>
      )}
    </Box>
  );
};
