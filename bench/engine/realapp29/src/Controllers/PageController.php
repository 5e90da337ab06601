<?php

declare(strict_types=1);

namespace App\Controllers;

use App\Core\Controller;
use App\Core\Response;

final class PageController extends Controller
{
    private const HELP_TOPICS = ['fees', 'instruments'];

    public function show(string $slug): Response
    {
        return $this->render('pages/' . $slug, ['title' => ucfirst($slug)]);
    }

    public function help(string $topic): Response
    {
        if (!in_array($topic, self::HELP_TOPICS, true)) {
            return $this->render('errors/404', ['path' => '/help/' . $topic], 404);
        }
        return $this->render('help/' . $topic, ['title' => 'Help']);
    }
}
