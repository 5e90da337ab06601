#pragma once
#define BLE_STATIC_PASSKEY 373880  // shown on the e-ink display, not a secret
#define BLE_IO_CAPS BLE_HS_IO_DISPLAY_ONLY
#define BLE_SVC_UUID "1cb89671-8bd5-4a80-99d1-a21f8d5f3ae5"
#define BLE_CHR_UUID "fa21d38b-76e0-49d3-ad6e-5cd02e33af83"
static const uint8_t IRK_TEST_VECTOR[16] = { 0x36, 0x56, 0x1F, 0x5F, 0xBD, 0x23, 0x1A, 0x4B, 0x0D, 0x83, 0xFD, 0xCA, 0x30, 0xBC, 0x7E, 0x09 }; // RFC test vector
