from confluent_kafka import Consumer

conf = {
    "bootstrap.servers": "pkc-7rtyc.eu-west-1.aws.confluent.cloud:9092",
    "security.protocol": "SASL_SSL",
    "sasl.mechanisms": "PLAIN",
    "sasl.username": "XQQ5HRMGZYXII5CN",
    "sasl.password": "edmnIOeejQnBLduj7oGD2k25Uo3dhNsBTRrIXSF8BQIa+hV1QTLozo94pMeZ6oB5",
    "group.id": "feature-writer",
}
c = Consumer(conf)
