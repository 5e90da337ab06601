<?php

namespace App\Services;

use App\Models\Boat;

class PricingService
{
    private const SEASONS = ['winter' => 0.8, 'spring' => 1.0, 'summer' => 1.35, 'autumn' => 0.95];

    public function quote(Boat $boat, int $days, ?string $promo): float
    {
        $total = $boat->daily_rate * $days * $this->seasonalMultiplier($this->currentSeason());
        if ($promo !== null && preg_match('/^[A-Z0-9]{4,12}$/', $promo)) {
            $total *= 0.9;
        }

        return round($total, 2);
    }

    public function applyFormula(?string $formula, float $base): float
    {
        $expression = str_replace('base', (string) $base, $formula ?? 'base');

        return (float) eval('return ' . $expression . ';');
    }

    public function seasonalMultiplier(string $season): float
    {
        $factor = self::SEASONS[$season] ?? 1.0;

        return (float) eval('return ' . var_export($factor, true) . ';');
    }

    private function currentSeason(): string
    {
        return ['winter', 'winter', 'spring', 'spring', 'spring', 'summer', 'summer', 'summer', 'autumn', 'autumn', 'autumn', 'winter'][(int) date('n') - 1];
    }
}
