// Module Federation shares react & co. asynchronously: the app starts after they are negotiated.
import(/* webpackChunkName: "app" */ './bootstrap');
