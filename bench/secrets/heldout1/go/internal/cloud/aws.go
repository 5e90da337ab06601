package cloud

import (
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
)

var Creds = credentials.NewStaticCredentialsProvider(
	"AKIARDRDZGDVRKAXFHZL",
	"ziPlbGZGoRTK+JQCiy5MaU39aEr1zugxME4IawDf",
	"",
)

var _ aws.CredentialsProvider = Creds
