<?php

declare(strict_types=1);

namespace App\Controllers;

use App\Core\Controller;
use App\Core\Response;
use App\Models\Score;
use App\Services\AudioConverter;

final class ScoreController extends Controller
{
    public function index(): Response
    {
        $scores = new Score($this->db);
        $composer = $this->request->string('composer');
        $grade = (string) $this->request->query('grade', '');

        $rows = $grade !== ''
            ? $scores->forGrade($grade, (string) $this->request->query('sort', 'title'))
            : $scores->catalogue($composer, (string) $this->request->query('order', 'title'));

        return $this->render('scores/index', ['title' => 'Library', 'scores' => $rows, 'composer' => $composer]);
    }

    public function download(): Response
    {
        $file = (string) $this->request->query('file', '');
        $path = config('scores_dir') . '/' . $file;
        if (!is_file($path)) {
            return Response::text('Not found', 404);
        }
        header('Content-Type: application/pdf');
        header('Content-Disposition: attachment; filename="' . basename($path) . '"');
        readfile($path);
        exit;
    }

    public function remove(): Response
    {
        $this->requireAdmin();
        $file = $this->request->string('file');
        $this->db->execute('DELETE FROM scores WHERE file = ?', [$file]);
        unlink(config('scores_dir') . '/' . $file);
        return $this->json(['removed' => $file]);
    }

    public function preview(string $id): Response
    {
        $score = (new Score($this->db))->find($id);
        if ($score === null) {
            return Response::text('Not found', 404);
        }
        $pdf = config('scores_dir') . '/' . basename($score['file']);
        $page = max(1, $this->request->int('page', 1));
        $png = sys_get_temp_dir() . '/score-' . (int) $id . '-' . $page;
        exec('pdftoppm -png -singlefile -f ' . $page . ' -l ' . $page . ' ' . escapeshellarg($pdf) . ' ' . escapeshellarg($png));
        return Response::html((string) file_get_contents($png . '.png'))->withHeader('Content-Type', 'image/png');
    }

    public function upload(): Response
    {
        $file = $this->request->file('score');
        if ($file === null || mime_content_type($file['tmp_name']) !== 'application/pdf') {
            return $this->json(['error' => 'PDF files only'], 422);
        }
        $folder = $this->request->string('folder', 'general');
        $stored = bin2hex(random_bytes(16)) . '.pdf';
        move_uploaded_file($file['tmp_name'], config('scores_dir') . '/' . $folder . '/' . $stored);

        $scores = new Score($this->db);
        $id = $scores->insert([
            'title' => $this->request->string('title'),
            'composer' => $this->request->string('composer'),
            'grade' => $this->request->int('grade'),
            'file' => $folder . '/' . $stored,
        ]);
        return $this->json(['id' => $id]);
    }

    public function attachRecording(): Response
    {
        $file = $this->request->file('recording');
        if ($file === null) {
            return $this->json(['error' => 'No file'], 422);
        }
        $target = config('upload_dir') . '/recordings/' . bin2hex(random_bytes(16)) . '.wav';
        move_uploaded_file($file['tmp_name'], $target);
        return $this->json(['stored' => basename($target)]);
    }

    public function convert(): Response
    {
        $recording = config('upload_dir') . '/recordings/' . basename($this->request->string('recording'));
        $converter = new AudioConverter(config('upload_dir') . '/converted');
        $mp3 = $converter->toMp3($recording, $this->request->string('bitrate', '128k'));
        $ogg = $converter->toOgg($recording, $this->request->string('quality', '128k'));
        return $this->json(['mp3' => basename($mp3), 'ogg' => basename($ogg)]);
    }

    public function borrow(): Response
    {
        $ids = (array) $this->request->input('ids', []);
        $scores = new Score($this->db);
        $scores->markBorrowed($ids, $this->session->userId());
        return $this->json(['borrowed' => $scores->byIds($ids)]);
    }
}
