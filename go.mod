module github.com/specfaith/specfaith

go 1.26.8
