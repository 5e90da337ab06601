<?php

namespace App\DTO;

use Illuminate\Http\Request;

final class AppointmentFilter
{
    public function __construct(
        public readonly ?string $status,
        public readonly ?string $doctorName,
        public readonly ?string $from,
        public readonly ?string $to,
        public readonly string $sort,
        public readonly string $direction,
        public readonly int $clinicId,
    ) {
    }

    public static function fromRequest(Request $request): self
    {
        return new self(
            $request->query('status'),
            $request->query('doctor'),
            $request->query('from'),
            $request->query('to'),
            (string) $request->query('sort', 'starts_at'),
            $request->query('dir') === 'desc' ? 'desc' : 'asc',
            (int) $request->session()->get('clinic_id', 1),
        );
    }
}
