<?php

/**
 * View helpers for plot pages, loaded by BaseController::$helpers.
 */
if (! function_exists('plot_status_badge')) {
    function plot_status_badge(string $status): string
    {
        $classes = ['free' => 'badge-green', 'let' => 'badge-grey', 'overgrown' => 'badge-red'];
        $class   = $classes[$status] ?? 'badge-grey';

        return '<span class="badge ' . $class . '">' . esc($status) . '</span>';
    }
}

if (! function_exists('size_label')) {
    function size_label(float $squareMetres, string $units): string
    {
        if ($units === 'imperial') {
            return number_format($squareMetres * 0.0395369, 1) . ' rods';
        }

        return number_format($squareMetres, 0) . ' m²';
    }
}
