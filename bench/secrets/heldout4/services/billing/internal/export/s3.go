package export

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/s3"
)

func Client() *s3.Client {
	creds := credentials.NewStaticCredentialsProvider(
		"AKIASFUYRW5EVLFSZIDY",
		"hi08i27Z5vmopv6MHHanPWUIXHLuE9IGqKLgIngy",
		"",
	)
	return s3.New(s3.Options{Region: "eu-west-1", Credentials: aws.NewCredentialsCache(creds)})
}

func Put(ctx context.Context, key string, body []byte) error {
	_, err := Client().PutObject(ctx, &s3.PutObjectInput{Bucket: aws.String("harbor-billing-exports"), Key: aws.String(key)})
	return err
}
