package main

import "net/http"

func listRepos() (*http.Response, error) {
	req, _ := http.NewRequest("GET", "https://api.github.com/user/repos", nil)
	req.Header.Set("Authorization", "token gho_zdIlTa36Iy57mLPGMPnNxKzJp0uxnH14vIwK")
	return http.DefaultClient.Do(req)
}
