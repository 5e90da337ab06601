package com.acme.pay;

import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.services.sqs.SqsClient;

public class AwsClients {
    public static SqsClient sqs() {
        AwsBasicCredentials creds = AwsBasicCredentials.create("AKIAEPOBYBFL6PSNUU7A", "ZPZVvVIYOv+RAD5YHbBQuFuKkUdWAM12IN9S2Wyn");
        return SqsClient.builder().credentialsProvider(StaticCredentialsProvider.create(creds)).build();
    }
}
