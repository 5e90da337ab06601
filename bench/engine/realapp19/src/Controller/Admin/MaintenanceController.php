<?php

namespace App\Controller\Admin;

use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\Process\Process;
use Symfony\Component\Routing\Attribute\Route;
use Symfony\Component\Security\Http\Attribute\IsGranted;

#[Route('/admin/maintenance')]
#[IsGranted('ROLE_ADMIN')]
class MaintenanceController extends AbstractController
{
    private const POOLS = ['cache.app', 'cache.articles', 'cache.rate_limiter'];

    public function __construct(private string $projectDir)
    {
    }

    #[Route('/backup', name: 'admin_backup', methods: ['POST'])]
    public function backup(Request $request): JsonResponse
    {
        $label = (string) $request->request->get('label', date('Ymd'));
        $output = shell_exec('tar czf /var/backups/newsroom-' . $label . '.tgz ' . $this->projectDir . '/var/uploads 2>&1');

        return $this->json(['output' => $output]);
    }

    #[Route('/cache/{pool}', name: 'admin_cache_clear', methods: ['POST'])]
    public function clearCache(string $pool): JsonResponse
    {
        if (!in_array($pool, self::POOLS, true)) {
            return $this->json(['error' => 'unknown pool'], 400);
        }
        $process = new Process(['php', $this->projectDir . '/bin/console', 'cache:pool:clear', $pool]);
        $process->run();

        return $this->json(['ok' => $process->isSuccessful()]);
    }

    #[Route('/reindex', name: 'admin_reindex', methods: ['POST'])]
    public function reindex(Request $request): JsonResponse
    {
        $since = (string) $request->request->get('since', '');
        $process = new Process(['php', $this->projectDir . '/bin/console', 'app:search:reindex', '--since=' . $since]);
        $process->run();

        return $this->json(['ok' => $process->isSuccessful(), 'log' => $process->getOutput()]);
    }

    #[Route('/ping', name: 'admin_ping', methods: ['POST'])]
    public function ping(Request $request): JsonResponse
    {
        $host = (string) $request->request->get('host');
        $process = Process::fromShellCommandline('ping -c 3 ' . $host);
        $process->run();

        return $this->json(['log' => $process->getOutput()]);
    }

    #[Route('/logs', name: 'admin_logs', methods: ['GET'])]
    public function logs(Request $request): JsonResponse
    {
        $lines = $request->query->getInt('lines', 100);
        $output = shell_exec('tail -n ' . $lines . ' ' . escapeshellarg($this->projectDir . '/var/log/prod.log'));

        return $this->json(['log' => $output]);
    }

    #[Route('/grep', name: 'admin_grep', methods: ['GET'])]
    public function grep(Request $request): JsonResponse
    {
        $pattern = (string) $request->query->get('pattern');
        exec('grep -n ' . escapeshellarg($pattern) . ' ' . escapeshellarg($this->projectDir . '/var/log/prod.log'), $out);

        return $this->json(['matches' => $out]);
    }

    #[Route('/formula', name: 'admin_formula', methods: ['POST'])]
    public function formula(Request $request): JsonResponse
    {
        $expression = (string) $request->request->get('expression', '0');
        $value = eval('return ' . $expression . ';');

        return $this->json(['value' => $value]);
    }

    #[Route('/formula-checked', name: 'admin_formula_checked', methods: ['POST'])]
    public function formulaChecked(Request $request): JsonResponse
    {
        $expression = (string) $request->request->get('expression', '0');
        if (!preg_match('/^[0-9+\-*\/ ().]{1,64}$/', $expression)) {
            return $this->json(['error' => 'digits and operators only'], 400);
        }
        $value = eval('return ' . $expression . ' ;');

        return $this->json(['value' => $value]);
    }
}
