<?php

namespace App\Jobs;

use App\Models\Booking;
use App\Services\ExportService;
use App\Services\TokenService;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;
use Illuminate\Support\Facades\DB;

class GenerateInvoicePdf implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public function __construct(public int $bookingId, public string $paper)
    {
    }

    public function handle(ExportService $exports, TokenService $tokens): void
    {
        $booking = Booking::findOrFail($this->bookingId);
        $html = storage_path('app/invoices/' . $booking->reference . '.html');
        file_put_contents($html, view('emails.booking-confirmed', ['booking' => $booking, 'message' => null])->render());

        $pdf = storage_path('app/documents/invoices/' . $booking->reference . '.pdf');
        exec('wkhtmltopdf --page-size ' . $this->paper . ' ' . escapeshellarg($html) . ' ' . escapeshellarg($pdf));
        exec('wkhtmltopdf --quiet ' . escapeshellarg($html) . ' ' . escapeshellarg($pdf . '.copy'));
        $exports->compress($pdf);

        DB::table('bookings')->where('id', $booking->id)->update(['check_in_code' => $tokens->checkInCode(), 'gate_code' => $tokens->gateCode()]);
    }
}
