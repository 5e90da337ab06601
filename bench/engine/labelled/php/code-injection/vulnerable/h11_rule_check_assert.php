<?php
class DiscountRule
{
    private string $condition;

    public function __construct(string $condition)
    {
        $this->condition = $condition;
    }

    public function applies(float $total): bool
    {
        return assert('$total ' . $this->condition);
    }
}

$rule = new DiscountRule($_REQUEST['condition'] ?? '> 100');
$total = (float) ($_REQUEST['total'] ?? 0);

echo $rule->applies($total) ? 'Discount applies' : 'No discount';
