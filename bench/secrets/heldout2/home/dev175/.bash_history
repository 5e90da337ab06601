ls -la
cd ~/src/shop
git pull
mysql -h rds-main.c9x2.eu-west-1.rds.amazonaws.com -u root -pTundraViolet3480 shop
psql "postgresql://billing:cobalt.wMTL3BgM71@mysql.corp.example.net:5432/orders"
aws configure --profile prod
export AWS_PROFILE=prod
aws s3 ls
docker login -u deploybot --password-stdin < ~/.config/docker-token
curl -u admin:VioletMaple5008 https://jenkins.internal/api/json
export EDITOR=vim
history | grep password
kubectl get secret db -o jsonpath="{.data.password}" | base64 -d
exit
