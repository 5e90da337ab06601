<?php

use Shop\Controllers\PageController;

// A routing table as data: `{slug}` is any segment of the URL, `{id:\d+}` only digits.
return [
    ['GET', '/search', [PageController::class, 'search']],
    ['GET', '/pages/{slug}', [PageController::class, 'show']],
    ['GET', '/items/{id:\d+}', [PageController::class, 'item']],
];
