<?php

declare(strict_types=1);

use App\Controllers\Admin\MaintenanceController;
use App\Controllers\Admin\StudentAdminController;
use App\Controllers\AuthController;
use App\Controllers\ContactController;
use App\Controllers\HomeController;
use App\Controllers\ImportController;
use App\Controllers\InvoiceController;
use App\Controllers\LessonController;
use App\Controllers\LinkController;
use App\Controllers\PageController;
use App\Controllers\ScoreController;
use App\Controllers\StudentController;

return [
    ['GET', '/', [HomeController::class, 'index']],
    ['GET', '/search', [HomeController::class, 'search']],

    ['GET', '/lessons', [LessonController::class, 'index']],
    ['GET', '/lessons/calendar', [LessonController::class, 'calendar']],
    ['GET', '/lessons/{id:\d+}', [LessonController::class, 'show']],
    ['GET', '/rooms/{room}', [LessonController::class, 'room']],
    ['POST', '/lessons/cancel', [LessonController::class, 'cancel']],
    ['POST', '/lessons/reschedule', [LessonController::class, 'reschedule']],

    ['GET', '/students', [StudentController::class, 'directory']],
    ['GET', '/students/{id}', [StudentController::class, 'profile']],
    ['POST', '/profile', [StudentController::class, 'update']],
    ['POST', '/profile/avatar', [StudentController::class, 'avatar']],
    ['POST', '/profile/avatar-from-url', [StudentController::class, 'avatarFromUrl']],

    ['GET', '/login', [AuthController::class, 'form']],
    ['POST', '/login', [AuthController::class, 'login']],
    ['POST', '/register', [AuthController::class, 'register']],
    ['GET', '/logout', [AuthController::class, 'logout']],
    ['POST', '/verify', [AuthController::class, 'sendCode']],

    ['GET', '/scores', [ScoreController::class, 'index']],
    ['GET', '/scores/download', [ScoreController::class, 'download']],
    ['GET', '/scores/{id:\d+}/preview', [ScoreController::class, 'preview']],
    ['POST', '/scores/upload', [ScoreController::class, 'upload']],
    ['POST', '/scores/convert', [ScoreController::class, 'convert']],
    ['POST', '/scores/recordings', [ScoreController::class, 'attachRecording']],
    ['POST', '/scores/borrow', [ScoreController::class, 'borrow']],
    ['POST', '/scores/remove', [ScoreController::class, 'remove']],

    ['GET', '/invoices', [InvoiceController::class, 'index']],
    ['GET', '/invoices/{year}/summary', [InvoiceController::class, 'summary']],
    ['POST', '/invoices/{id:\d+}/pay', [InvoiceController::class, 'pay']],

    ['GET', '/pages/{slug}', [PageController::class, 'show']],
    ['GET', '/help/{topic}', [PageController::class, 'help']],
    ['GET', '/out', [LinkController::class, 'out']],

    ['GET', '/contact', [ContactController::class, 'form']],
    ['POST', '/contact', [ContactController::class, 'send']],

    ['POST', '/import/lessons', [ImportController::class, 'lessons']],
    ['POST', '/import/repertoire', [ImportController::class, 'repertoire']],
    ['POST', '/import/calendar', [ImportController::class, 'calendar']],
    ['POST', '/import/feed', [ImportController::class, 'feed']],
    ['GET', '/preferences', [ImportController::class, 'preferences']],

    ['POST', '/admin/backup', [MaintenanceController::class, 'backup']],
    ['POST', '/admin/compress', [MaintenanceController::class, 'compress']],
    ['GET', '/admin/disk', [MaintenanceController::class, 'disk']],
    ['GET', '/admin/logs', [MaintenanceController::class, 'logs']],
    ['GET', '/admin/ping', [MaintenanceController::class, 'ping']],
    ['POST', '/admin/students/{id:\d+}', [StudentAdminController::class, 'patch']],
    ['POST', '/admin/students/{id:\d+}/password', [StudentAdminController::class, 'resetPassword']],
    ['GET', '/admin/students/export', [StudentAdminController::class, 'export']],
];
