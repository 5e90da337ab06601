<?php
$questions = json_decode(file_get_contents(__DIR__ . '/quiz.json'), true);

// Presentation order only; answers are graded server-side by question id.
mt_srand((int) ($_GET['seed'] ?? time()));
for ($i = count($questions) - 1; $i > 0; $i--) {
    $j = mt_rand(0, $i);
    [$questions[$i], $questions[$j]] = [$questions[$j], $questions[$i]];
}

foreach ($questions as $q) {
    echo '<fieldset data-id="' . (int) $q['id'] . '"><legend>' . htmlspecialchars($q['text']) . '</legend></fieldset>';
}
