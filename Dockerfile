# The portal served by nginx with the configuration the build generates (README, "Deploying"). One way among
# others: any nginx takes dist/nginx.conf. `docker build --build-arg CONFIG=my-config.json -t portal .`
FROM node:20-bookworm-slim AS build
WORKDIR /portal
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY . .
# The deployment's config.json (a path in the build context); without it, the demo backend.
ARG CONFIG=
RUN node esbuild.config.mjs build \
 && if [ -n "$CONFIG" ]; then cp "$CONFIG" dist/config.json; fi \
 && node scripts/nginx-config.mjs --root /usr/share/nginx/html --listen 8080 --no-brotli

# nginx's image has no brotli module: the .gz copies are served.
FROM nginx:stable-alpine
COPY --from=build /portal/dist /usr/share/nginx/html
RUN rm /etc/nginx/conf.d/default.conf \
 && mv /usr/share/nginx/html/nginx.conf /etc/nginx/conf.d/portal.conf \
 && rm /usr/share/nginx/html/meta.json
EXPOSE 8080
