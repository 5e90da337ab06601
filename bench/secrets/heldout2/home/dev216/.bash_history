ls -la
cd ~/src/shop
git pull
mysql -h rds-main.c9x2.eu-west-1.rds.amazonaws.com -u root -p shop
psql "$DATABASE_URL"
aws configure --profile prod
export AWS_PROFILE=prod
aws s3 ls
docker login -u deploybot -p dckr_pat_Qb4Py0T4vW9ki1_fxaBTDyomJCu docker.io
curl -u admin:TundraHarbor93 https://jenkins.internal/api/json
export EDITOR=vim
history | grep password
kubectl get secret db -o jsonpath="{.data.password}" | base64 -d
exit
