package com.acme.audit;

import java.util.UUID;

public class AuditConfig {
    private final AwsBasicCredentials creds = AwsBasicCredentials.create(
            "AKIARFD3WY6IC5L24WYK",
            "kEjaEX3BmdcxkBEDU8NHsvd4G0+zxHWGIqq0e+fL");

}
