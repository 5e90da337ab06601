<?php

namespace Shop\Core;

abstract class Controller
{
    public function __construct(protected Request $request)
    {
    }

    protected function render(string $template, array $data = []): string
    {
        return View::render($template, $data);
    }
}
